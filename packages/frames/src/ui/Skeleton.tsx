import { useMessages } from '../i18n/Messages.js';

/** The loader shown until the session has arrived (the `loader` option; `never` hides it). */
export function Skeleton() {
  const { t } = useMessages();
  return (
    <div className="Skeleton" role="status" aria-busy="true" aria-label={t('loading')}>
      <div className="SkeletonTabs">
        <span className="SkeletonBlock SkeletonTab" />
        <span className="SkeletonBlock SkeletonTab" />
      </div>
      <span className="SkeletonBlock SkeletonLabel" />
      <span className="SkeletonBlock SkeletonInput" />
      <div className="Row">
        <div>
          <span className="SkeletonBlock SkeletonLabel" />
          <span className="SkeletonBlock SkeletonInput" />
        </div>
        <div>
          <span className="SkeletonBlock SkeletonLabel" />
          <span className="SkeletonBlock SkeletonInput" />
        </div>
      </div>
    </div>
  );
}
