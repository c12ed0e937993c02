// An upload that says how far it is: fetch reports nothing while a body is sent, XMLHttpRequest does. It is the API
// client's transport for a large form (the catalogue import), so the answer and its errors are read as any call's.
import type { FetchLike } from './api-client.ts';

/** A transport telling `onProgress` the share of the body sent so far, from 0 to 1. */
export function uploadTransport(onProgress: (share: number) => void): FetchLike {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        // A 204's Response may have no body at all.
        resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status }));
      };
      // As fetch fails: the API client turns it into its NETWORK error.
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(init.body as XMLHttpRequestBodyInit);
    });
}
