import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RequiredPermission } from '@console/shared/api-types';
import { loadChunk } from '../lib/chunk-load';
import { RouteError } from './route-error';
import { protectedLoader, publicLoader } from './route-guard';

export type ScreenModule = { default: ComponentType };

export interface RouteHandle {
  /** spec §6: the {action, subject} a user needs; none means any signed-in user */
  permission: RequiredPermission | null;
  public: boolean;
}

/**
 * A route's `lazy` that never rejects: React Router leaves a route whose lazy() rejected half-loaded and renders
 * nothing for it, so a failed download becomes a component that throws, which the route's errorElement catches.
 */
export function lazyComponent(load: () => Promise<ScreenModule>) {
  return async () => {
    try {
      return { Component: (await loadChunk(load)).default };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

/** every screen is lazy, guarded, and shows the chunk-load error in place when its code does not arrive */
export function screen(
  path: string,
  load: () => Promise<ScreenModule>,
  access: RequiredPermission | 'public' | null = null,
): RouteObject {
  const handle: RouteHandle = { permission: access === 'public' ? null : access, public: access === 'public' };
  return {
    path,
    handle,
    loader: handle.public ? publicLoader : protectedLoader(handle.permission ?? undefined),
    lazy: lazyComponent(load),
    errorElement: <RouteError />,
  };
}
