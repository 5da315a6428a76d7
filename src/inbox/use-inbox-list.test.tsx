import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { focusManager, onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxLead, InboxPage } from './inbox-api';
import { createInboxQueryClient, inboxKeys } from './inbox-query';
import { arrivedSince, joinPages, useInboxList } from './use-inbox-list';

function lead(id: string, minute: number, status: InboxLead['status'] = 'new'): InboxLead {
  return { id, kind: 'contact', createdAt: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`, status, statusChangedAt: null, data: {} };
}

function page(leads: InboxLead[], nextCursor: string | null, total = leads.length): InboxPage {
  return { leads, nextCursor, counts: { new: total, handled: 0, spam: 0, archived: 0 }, total };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the pages of a list, as one', () => {
  it("joins the leads in order, each once, with the last page's cursor and the first page's counts", () => {
    const joined = joinPages([page([lead('c', 3), lead('b', 2)], 'after-b', 9), page([lead('b', 2), lead('a', 1)], 'after-a', 8)]);
    expect(joined?.leads.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(joined?.nextCursor).toBe('after-a');
    expect(joined?.total).toBe(9);
    expect(joinPages([])).toBeNull();
  });

  it('counts as arrived the leads not seen before and not older than the newest seen', () => {
    const shown = { ids: new Set(['b', 'a']), newest: '2026-11-26T10:02:00.000Z' };
    expect(arrivedSince(shown, [lead('d', 4), lead('c', 2), lead('b', 2), lead('old', 0)])).toBe(2);
    expect(arrivedSince(shown, [lead('b', 2), lead('a', 1)])).toBe(0);
  });
});

describe('the list of a filter', () => {
  function serve(answers: Record<string, InboxPage | Error>) {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const answer = answers[String(input)];
      if (answer === undefined) throw new Error(`unexpected ${String(input)}`);
      if (answer instanceof Error) throw answer;
      return json(answer);
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  function mount(client = createInboxQueryClient()) {
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return { client, hook: renderHook(() => useInboxList({ status: 'new' }, () => undefined), { wrapper }) };
  }
  const FIRST = '/api/admin/leads?status=new&limit=50';
  const SECOND = '/api/admin/leads?status=new&limit=50&cursor=after-b';

  it('loads more on demand, and asks every loaded page again at a check, counting the leads that arrived', async () => {
    const fetchMock = serve({ [FIRST]: page([lead('c', 3), lead('b', 2)], 'after-b', 3), [SECOND]: page([lead('a', 1)], null, 3) });
    const { client, hook } = mount();
    await waitFor(() => expect(hook.result.current.page?.leads.map((item) => item.id)).toEqual(['c', 'b']));
    await act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.page?.leads.map((item) => item.id)).toEqual(['c', 'b', 'a']));
    expect(hook.result.current.arrived).toBe(0);

    serve({
      [FIRST]: page([lead('d', 4), lead('c', 3)], 'after-c', 4),
      '/api/admin/leads?status=new&limit=50&cursor=after-c': page([lead('b', 2), lead('a', 1)], null, 4),
    });
    await act(() => client.invalidateQueries({ queryKey: inboxKeys.lists }));
    await waitFor(() => expect(hook.result.current.page?.leads.map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']));
    expect(hook.result.current.page?.total).toBe(4);
    expect(hook.result.current.arrived).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offline, shows the list it had and says when it was loaded; a lead changed here shows at once', async () => {
    serve({ [FIRST]: page([lead('b', 2), lead('a', 1)], null) });
    const { client, hook } = mount();
    await waitFor(() => expect(hook.result.current.page?.leads).toHaveLength(2));
    const loadedAt = client.getQueryState(inboxKeys.list({ status: 'new' }))!.dataUpdatedAt;
    expect(hook.result.current.offlineSince).toBeNull();

    serve({ [FIRST]: new TypeError('Failed to fetch') });
    await act(() => hook.result.current.refresh());
    await waitFor(() => expect(hook.result.current.offlineSince).toBe(loadedAt));
    expect(hook.result.current.page?.leads.map((item) => item.id)).toEqual(['b', 'a']);
    expect(hook.result.current.error).toBeNull();

    act(() => hook.result.current.replaceLead('b', { ...lead('b', 2), status: 'handled' }));
    await waitFor(() => expect(hook.result.current.page?.leads.map((item) => item.status)).toEqual(['handled', 'new']));
    act(() => hook.result.current.replaceLead('a', null));
    await waitFor(() => expect(hook.result.current.page?.leads.map((item) => item.id)).toEqual(['b']));
  });

  it('asks again every 30 s while on the screen, when it comes back to the front and when the connection returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetchMock = serve({ [FIRST]: page([lead('a', 1)], null) });
      const { hook } = mount();
      await waitFor(() => expect(hook.result.current.page?.leads).toHaveLength(1));
      const asked = () => fetchMock.mock.calls.length;
      expect(asked()).toBe(1);

      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(asked()).toBe(2));

      act(() => focusManager.setFocused(false));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(asked()).toBe(2);
      act(() => focusManager.setFocused(true));
      await waitFor(() => expect(asked()).toBe(3));

      act(() => onlineManager.setOnline(false));
      act(() => onlineManager.setOnline(true));
      await waitFor(() => expect(asked()).toBe(4));
    } finally {
      focusManager.setFocused(undefined);
      onlineManager.setOnline(true);
      vi.useRealTimers();
    }
  });

  it('asks again when a change reached the server while its first answer was on its way, and shows the later answer', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    const answers: (() => Promise<Response>)[] = [
      () => new Promise((resolve) => (answerFirst = resolve)),
      async () => json(page([lead('a', 1, 'handled')], null)),
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => answers.shift()!());
    vi.stubGlobal('fetch', fetchMock);
    const { hook } = mount();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => hook.result.current.refresh());
    await waitFor(() => expect(hook.result.current.page?.leads.map((item) => item.status)).toEqual(['handled']));
    await act(async () => answerFirst(json(page([lead('a', 1, 'new')], null))));
    expect(hook.result.current.page?.leads.map((item) => item.status)).toEqual(['handled']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal, and nothing when offline with no list kept", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ message: 'The filter is not valid.' }), { status: 400 })),
    );
    const refused = mount().hook;
    await waitFor(() => expect(refused.result.current.error).toBe('The filter is not valid.'));
    refused.unmount();

    serve({ [FIRST]: new TypeError('Failed to fetch') });
    const offline = mount().hook;
    await waitFor(() => expect(offline.result.current.offlineSince).not.toBeNull());
    expect(offline.result.current.page).toBeNull();
    expect(offline.result.current.loading).toBe(false);
  });
});
