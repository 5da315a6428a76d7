/**
 * Whether a Content-Type header names a media type `pattern` matches (anchored, case-insensitive),
 * with no charset other than UTF-8: the body formats the lead endpoints and the admin API take.
 */
export function isMediaType(header: string | undefined, pattern: RegExp): boolean {
  if (!header) return false;
  // split() always yields a first part: the media type.
  const [mediaType, ...parameters] = header.split(';').map((part) => part.trim());
  if (!pattern.test(mediaType!)) return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    return name !== 'charset' || value.replace(/"/g, '') === 'utf-8';
  });
}
