// Going to another page from a public page is a page load: the server draws Home, City and the
// QR page, and the full app loads with any other (the public entry has no router).
export const openPage = (path: string): void => window.location.assign(path);
