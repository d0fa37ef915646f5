/** The mouse fields a click's meaning depends on (React's and the DOM's mouse events both have them). */
type ClickFields = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A plain primary click: the kind that follows a link in this tab. A modified one (new tab or window, download)
 * is the browser's to handle.
 */
export const isPlainClick = (event: ClickFields) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
