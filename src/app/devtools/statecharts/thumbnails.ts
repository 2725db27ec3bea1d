/**
 * The screens' thumbnails on the in-app viewer's screen flow: the atlas's flow SVGs (statecharts/atlas/*.flow.svg)
 * name them relative to the atlas on disk (`../shots/<machine>--<state>.webp`); the viewer bundles them and points
 * each `<image>` at its bundled URL. A thumbnail that is not bundled is left out (the frame stays).
 */
export function withThumbnails(svg: string, urls: Readonly<Record<string, string>>): string {
  const byName = new Map(
    Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
  );
  return svg.replace(
    /<image ([^>]*?)href="\.\.\/shots\/([^"]+)"([^>]*)\/>/g,
    (_whole, before: string, name: string, after: string) => {
      const url = byName.get(name);
      return url ? `<image ${before}href="${url}"${after}/>` : '';
    },
  );
}
