import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedParams, fakeWindows, HOST_ORIGIN, startHost } from '../test/fakeHost';
import { createEmbedController, type EmbedController, type OriginVerdict } from './controller';
import type { HostConnection } from './messenger';
import { ATTACH_TIMEOUT_MS } from '../lib/protocol';

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const run of cleanup.splice(0)) run();
  vi.useRealTimers();
});

function widgetWith(verdict: OriginVerdict, params = embedParams()) {
  const { parent, child, widgetTargets } = fakeWindows();
  const verifyOrigin = vi.fn(async () => verdict);
  const controller = createEmbedController({ params, framed: true, parent, verifyOrigin });
  controller.start();
  const host = startHost(child);
  cleanup.push(() => {
    controller.destroy();
    host.destroy();
  });
  // The app renders once attached; the test stands in for it.
  controller.subscribe(() => {
    if (controller.phase().kind === 'attached') controller.ready();
  });
  return { controller, host, widgetTargets, verifyOrigin };
}

/** A connection that never completes: for the time-out, which needs no host at all. */
const silentConnect = vi.fn((): HostConnection => ({ promise: new Promise(() => undefined), destroy: () => undefined }));

describe('the embedded widget and its host', () => {
  it('EMBED-06: attaches over penpal with the host language, then relays both ways to the exact origin only', async () => {
    const { controller, host, widgetTargets, verifyOrigin } = widgetWith('allowed');
    const widget = await host.widget;
    const languages: string[] = [];
    const routes: string[] = [];
    controller.onLanguage((language) => languages.push(language));
    controller.onNavigate((route) => routes.push(route));

    await widget.attach({ language: 'es', rootTaxSysIframeUrl: `${HOST_ORIGIN}/pay` });
    expect(verifyOrigin).toHaveBeenCalledWith(HOST_ORIGIN);
    expect(controller.phase()).toEqual({ kind: 'attached', host: { language: 'es', rootTaxSysIframeUrl: `${HOST_ORIGIN}/pay` } });
    expect(languages).toEqual(['es']);

    await widget.navigate('property-tax');
    await widget.setLanguage('en');
    expect(routes).toEqual(['property-tax']);
    expect(languages).toEqual(['es', 'en']);
    await expect(widget.navigate('../admin')).rejects.toThrow();

    controller.routeChanged('checkout');
    controller.requestLogin();
    await vi.waitFor(() => expect(host.methods.routeChanged).toHaveBeenCalledWith('checkout'));
    await vi.waitFor(() => expect(host.methods.handleLogin).toHaveBeenCalled());
    expect(widgetTargets.length).toBeGreaterThan(0);
    expect(new Set(widgetTargets)).toEqual(new Set([HOST_ORIGIN]));
  });

  it('EMBED-06: getJWT asks the host and gives a guest null', async () => {
    const { controller, host } = widgetWith('allowed');
    await (await host.widget).attach({ language: 'en' });
    expect(await controller.getJWT()).toBeNull();
    host.methods.getJWT.mockResolvedValue('jwt-1');
    expect(await controller.getJWT()).toBe('jwt-1');
  });

  it('rejects attach with ORIGIN_REJECTED when the host origin is not on the allow-list, and says so', async () => {
    const { controller, host } = widgetWith('rejected');
    const widget = await host.widget;
    await expect(widget.attach({ language: 'en' })).rejects.toMatchObject({ code: 'ORIGIN_REJECTED' });
    expect(controller.phase()).toEqual({ kind: 'failed', failure: 'origin-rejected' });
  });

  it('rejects attach with ATTACH_FAILED for a site the BFF does not know', async () => {
    const { host } = widgetWith('unknown-site');
    await expect((await host.widget).attach({ language: 'en' })).rejects.toMatchObject({ code: 'ATTACH_FAILED' });
  });

  it('shows the origin refusal at once, before any attach', async () => {
    const { controller } = widgetWith('rejected');
    await vi.waitFor(() => expect(controller.phase()).toEqual({ kind: 'failed', failure: 'origin-rejected' }));
  });

  it('without a parent origin it refuses and posts nothing', () => {
    const { parent, widgetTargets } = fakeWindows();
    const connect = vi.fn();
    const controller = createEmbedController({
      params: embedParams({ parentOrigin: null }),
      framed: true,
      parent,
      verifyOrigin: vi.fn(),
      connect,
    });
    controller.start();
    expect(controller.phase()).toEqual({ kind: 'failed', failure: 'origin-rejected' });
    expect(connect).not.toHaveBeenCalled();
    expect(widgetTargets).toEqual([]);
  });

  it('ERR-35: outside an iframe it refuses and connects to nobody', () => {
    const { parent } = fakeWindows();
    const connect = vi.fn();
    const verifyOrigin = vi.fn();
    const controller = createEmbedController({ params: embedParams(), framed: false, parent, verifyOrigin, connect });
    controller.start();
    expect(controller.phase()).toEqual({ kind: 'failed', failure: 'not-in-iframe' });
    expect(connect).not.toHaveBeenCalled();
    expect(verifyOrigin).not.toHaveBeenCalled();
  });

  it('ERR-36: with no attach within 30 seconds it fails with the attach time-out', async () => {
    vi.useFakeTimers();
    const { parent } = fakeWindows();
    const controller: EmbedController = createEmbedController({
      params: embedParams(),
      framed: true,
      parent,
      verifyOrigin: async () => 'allowed',
      connect: silentConnect,
    });
    controller.start();
    expect(ATTACH_TIMEOUT_MS).toBe(30_000);
    await vi.advanceTimersByTimeAsync(ATTACH_TIMEOUT_MS - 1);
    expect(controller.phase()).toEqual({ kind: 'waiting' });
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.phase()).toEqual({ kind: 'failed', failure: 'attach-timeout' });
  });

  it('ERR-36: an attach in time stops the time-out', async () => {
    const { controller, host } = widgetWith('allowed');
    const widget = await host.widget;
    vi.useFakeTimers();
    await widget.attach({ language: 'en' });
    await vi.advanceTimersByTimeAsync(ATTACH_TIMEOUT_MS * 2);
    expect(controller.phase().kind).toBe('attached');
  });

  it('attach resolves only once the app has rendered', async () => {
    const { parent, child } = fakeWindows();
    const controller = createEmbedController({ params: embedParams(), framed: true, parent, verifyOrigin: async () => 'allowed' });
    controller.start();
    const host = startHost(child);
    cleanup.push(() => {
      controller.destroy();
      host.destroy();
    });
    let attached = false;
    const attaching = (await host.widget).attach({ language: 'en' }).then(() => (attached = true));
    await vi.waitFor(() => expect(controller.phase().kind).toBe('attached'));
    expect(attached).toBe(false);
    controller.ready();
    await attaching;
    expect(attached).toBe(true);
  });
});
