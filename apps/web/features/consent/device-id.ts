'use client';

import { useEffect } from 'react';
import { readCookie } from '../../lib/api.ts';
import {
  DEVICE_ID_COOKIE,
  DEVICE_ID_STORAGE_KEY,
  deviceIdCookieAssignment,
  keptDeviceId,
} from './tracking-cookies.ts';

/**
 * Keeps the device id in local storage as well as in its cookie (SPEC §9 storage: device id): a
 * browser whose cookies were cleared gets its stored id back in the cookie the bet placement reads,
 * on the proxy's cookie domain (`domain`: DEVICE_ID_COOKIE_DOMAIN, read on the server).
 */
export function useDeviceIdKept(domain: string | undefined): void {
  useEffect(() => {
    try {
      const cookie = readCookie(DEVICE_ID_COOKIE);
      const id = keptDeviceId(cookie, window.localStorage.getItem(DEVICE_ID_STORAGE_KEY));
      if (!id) return;
      window.localStorage.setItem(DEVICE_ID_STORAGE_KEY, id);
      if (id === cookie) return;
      const secure = window.location.protocol === 'https:';
      // biome-ignore lint/suspicious/noDocumentCookie: the device id the proxy issued, restored as it was
      document.cookie = deviceIdCookieAssignment(id, { secure, domain });
    } catch {
      // Storage refused (private mode): the cookie alone keeps the id.
    }
  }, [domain]);
}
