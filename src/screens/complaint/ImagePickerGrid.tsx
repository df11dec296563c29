/**
 * The form's image uploader: uploaded images 3 per row with a remove button each, the image in
 * flight as a dimmed thumbnail marked uploading (with a status text for screen readers too), and the
 * picker (one file per pick) hidden at 9. The file goes to the registry and only its id into the
 * event; the listener shrinks and uploads it. A draft whose image never arrived says so here.
 */
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  getFile,
  imagePicked,
  imageRemoved,
  registerFile,
  selectCanAddImage,
  selectDraftImages,
  selectIsWriting,
  selectUploadLost,
  selectUploadingFile,
} from '../../../store/complaint';
import { safeImg } from '../../native/safeUrl';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';

/** The picked file itself as the thumbnail: its object URL lives as long as the tile shows it. */
function UploadingTile({ fileId, label }: { fileId: string; label: string }) {
  const preview = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const file = getFile(fileId);
    const img = preview.current;
    if (!file || !img || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [fileId]);
  return (
    <li className="image-tile image-uploading" aria-busy="true">
      <img ref={preview} alt="" className="image-preview" />
      <span className="spinner" aria-hidden="true" />
      <span className="image-uploading-label" role="status">
        {label}
      </span>
    </li>
  );
}

export function ImagePickerGrid({ labelId }: { labelId: string }) {
  const t = usePack(packs);
  const dispatch = useAppDispatch();
  const images = useAppSelector(selectDraftImages);
  const uploading = useAppSelector(selectUploadingFile);
  const lost = useAppSelector(selectUploadLost);
  const canAdd = useAppSelector(selectCanAddImage);
  const writing = useAppSelector(selectIsWriting);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) dispatch(imagePicked({ fileId: registerFile(file) }));
  };

  return (
    <>
      <ul className="image-grid" aria-labelledby={labelId}>
        {images.map((url, i) => (
          <li key={`${url}-${i}`} className="image-tile">
            <img src={safeImg(url)} alt={t.uploadedImage(i + 1)} />
            <button
              type="button"
              className="image-remove"
              aria-label={t.removeImage(i + 1)}
              disabled={!writing}
              onClick={() => dispatch(imageRemoved({ index: i }))}
            >
              ×
            </button>
          </li>
        ))}
        {uploading !== null && <UploadingTile fileId={uploading} label={t.uploading} />}
        {canAdd && (
          <li className="image-tile">
            <label className="image-add">
              <input type="file" accept="image/*" className="image-input" aria-label={t.addImage} onChange={onPick} />
              <span aria-hidden="true">+</span>
            </label>
          </li>
        )}
      </ul>
      {lost && <p className="image-lost">{t.imageNotUploaded}</p>}
    </>
  );
}
