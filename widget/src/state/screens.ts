// Endpoints every page relies on: the client descriptor, which says how to
// read the URL, and the shell screen (site configuration, payable sources,
// announcements). Kept below the features so that any of them may read them.
import { defineQuery } from './query';
import type { ClientDescriptor, Section, ShellScreen } from '../lib/types';

export interface SiteArgs {
  client: string;
  site: string;
}

export const getClient = defineQuery<ClientDescriptor, string>('getClient', {
  request: (client) => encodeURIComponent(client),
});

export const getShellScreen = defineQuery<ShellScreen, SiteArgs>('getShellScreen', {
  request: ({ client, site }) => `${encodeURIComponent(client)}/${encodeURIComponent(site)}/screens/shell`,
  tags: ['Screen'],
});

export const useGetClientQuery = getClient.useQuery;
export const useGetShellScreenQuery = getShellScreen.useQuery;

/** The data of a section that loaded, or undefined when it failed or is absent. */
export function sectionData<T>(section: Section<T> | undefined): T | undefined {
  return section?.status === 'ok' ? section.data : undefined;
}
