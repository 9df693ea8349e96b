/** A full page load of another studio URL (the shell boots again there), behind an object so tests can watch it. */
export const fullRedirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
