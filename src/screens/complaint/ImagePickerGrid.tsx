/**
 * The form's image uploader: uploaded images 3 per row with a remove button each, a tile while the
 * one upload runs, and the picker (one file per pick) hidden at 9. The file goes to the registry and
 * only its id into the event; the listener uploads it.
 */
import type { ChangeEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store';
import {
  imagePicked,
  imageRemoved,
  registerFile,
  selectCanAddImage,
  selectDraftImages,
  selectIsWriting,
  selectUploading,
} from '../../../store/complaint';
import { safeImg } from '../../native/safeUrl';
import { usePack } from '../../i18n/usePack';
import * as packs from '../../i18n/complaint';

export function ImagePickerGrid({ labelId }: { labelId: string }) {
  const t = usePack(packs);
  const dispatch = useAppDispatch();
  const images = useAppSelector(selectDraftImages);
  const uploading = useAppSelector(selectUploading);
  const canAdd = useAppSelector(selectCanAddImage);
  const writing = useAppSelector(selectIsWriting);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) dispatch(imagePicked({ fileId: registerFile(file) }));
  };

  return (
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
      {uploading && (
        <li className="image-tile image-uploading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t.uploading}</span>
        </li>
      )}
      {canAdd && (
        <li className="image-tile">
          <label className="image-add">
            <input type="file" accept="image/*" className="image-input" aria-label={t.addImage} onChange={onPick} />
            <span aria-hidden="true">+</span>
          </label>
        </li>
      )}
    </ul>
  );
}
