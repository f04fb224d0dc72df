// Absolute addresses: the API's own (url fields), the public website's (web_url) and the documentation's.

export interface Links {
  api(path: string): string;
  site(path: string): string;
  docs: string;
}

export function createLinks(apiOrigin: string, siteUrl: string, docsUrl: string): Links {
  return {
    api: (path) => `${apiOrigin}${path}`,
    site: (path) => `${siteUrl}${path}`,
    docs: docsUrl || `${apiOrigin}/docs`,
  };
}

/** A station's page on the public website. */
export const stationPageUrl = (links: Links, id: number): string => links.site(`/gasolinera/${id}`);
