// Uploads as web tests see them: an XMLHttpRequest stand-in (lib/upload-progress.ts sends with one) that reports
// half the body sent, then hands the call to `fetch`, the API stub, so its answers and recorded calls serve both.
import { vi } from 'vitest';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** `hold`: each upload stops at half sent until `release()`, so a test can see the progress. */
export function stubUploads({ hold = false } = {}) {
  const held: (() => void)[] = [];
  class UploadStub {
    readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private sent: Sent = { method: 'GET', url: '', headers: {} };

    open(method: string, url: string) {
      this.sent = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.sent.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: BodyInit | null) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 });
      const finish = () => {
        const { method, url, headers } = this.sent;
        fetch(url, { method, headers, body }).then(
          async (response) => {
            this.status = response.status;
            this.responseText = await response.text();
            this.onload?.();
          },
          () => this.onerror?.(),
        );
      };
      if (hold) held.push(finish);
      else finish();
    }
  }
  vi.stubGlobal('XMLHttpRequest', UploadStub);
  return {
    release: () => {
      for (const finish of held.splice(0)) finish();
    },
  };
}
