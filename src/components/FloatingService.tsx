/**
 * The customer-service floating button of the repay and extension screens: it can be dragged up and
 * down only (axis "y") so it never covers a row for good, and a tap opens customer service.
 * A tap that ends a drag does not count as a tap (the bubble filters it). It also leaves room at the
 * end of the page, so the page's last lines can always be scrolled clear of it.
 */
import { FloatingBubble } from 'antd-mobile';
import '../ui/antdGlobal';
import { useNavigate } from 'react-router-dom';
import './floatingService.css';

interface Props {
  /** The customer-service page with the session query. */
  to: string;
  label: string;
}

export function FloatingService({ to, label }: Props) {
  const navigate = useNavigate();
  return (
    <>
      <div className="floating-service-room" aria-hidden="true" />
      <FloatingBubble axis="y" className="floating-service">
        <button type="button" className="floating-service-button" aria-label={label} onClick={() => void navigate(to)}>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 3a8 8 0 0 0-8 8v5a3 3 0 0 0 3 3h1v-7H6v-1a6 6 0 0 1 12 0v1h-2v7h2v1h-5v2h5a2 2 0 0 0 2-2v-1.2A3 3 0 0 0 21 16v-5a9 9 0 0 0-9-8Z"
            />
          </svg>
        </button>
      </FloatingBubble>
    </>
  );
}
