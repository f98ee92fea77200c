// Endpoints every page relies on: the client descriptor, which says how to
// read the URL, and the shell screen (site configuration, payable sources,
// announcements). Kept below the features so that any of them may read them.
import { api } from './api';
import type { ClientDescriptor, Section, ShellScreen } from '../lib/types';

export interface SiteArgs {
  client: string;
  site: string;
}

export const screensApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClient: build.query<ClientDescriptor, string>({
      query: (client) => encodeURIComponent(client),
    }),
    getShellScreen: build.query<ShellScreen, SiteArgs>({
      query: ({ client, site }) => `${encodeURIComponent(client)}/${encodeURIComponent(site)}/screens/shell`,
      providesTags: ['Screen'],
    }),
  }),
});

export const { useGetClientQuery, useGetShellScreenQuery } = screensApi;

/** The data of a section that loaded, or undefined when it failed or is absent. */
export function sectionData<T>(section: Section<T> | undefined): T | undefined {
  return section?.status === 'ok' ? section.data : undefined;
}
