import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULTS } from './toast';
import './ToastHost.css';

/** Where toasts appear: mounted once by the shell. */
export function ToastHost() {
  return <ToastContainer {...TOAST_DEFAULTS} newestOnTop limit={4} theme="light" />;
}
