// A message left for the next page (e.g. why checkout sent the payer home),
// shown at the top of that page until dismissed or until the payer moves on.
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'wouter';
import { dismissNotice, selectNotice } from '../../state/checkoutSlice';
import { Alert } from './Alert';

export function Notice() {
  const notice = useSelector(selectNotice);
  const dispatch = useDispatch();
  const [path] = useLocation();
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    if (!notice) {
      shownAt.current = null;
    } else if (shownAt.current === null) {
      shownAt.current = path;
    } else if (shownAt.current !== path) {
      dispatch(dismissNotice());
    }
  }, [dispatch, notice, path]);
  if (!notice) {
    return null;
  }
  return (
    <Alert variant="danger" onDismiss={() => dispatch(dismissNotice())} className="notice">
      <p>{notice}</p>
    </Alert>
  );
}
