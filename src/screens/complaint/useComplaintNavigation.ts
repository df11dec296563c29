/**
 * Follows the machine's `goTo`: the one way complaint screens navigate after an event (type chosen,
 * success overlay over). The target lives in state, so the move shows in DevTools and replays.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store';
import { selectComplaintNavigation } from '../../../store/complaint/selectors';
import { navigationDone } from '../../../store/complaint/slice';

export function useComplaintNavigation(): void {
  const target = useAppSelector(selectComplaintNavigation);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!target) return;
    dispatch(navigationDone());
    void navigate(target.to, { replace: target.replace });
  }, [target, navigate, dispatch]);
}
