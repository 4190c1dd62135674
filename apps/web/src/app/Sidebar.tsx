import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { GROUP_IDS, hasFeature, APP_VERSION } from '@ratelens/domain';
import { Button } from '../components/ui/Button.tsx';
import { Link } from '../components/ui/Link.tsx';
import {
  AnalysisIcon,
  AnomalyIcon,
  AssistantIcon,
  CompetitiveIcon,
  DashboardIcon,
  PanelIcon,
  PortfolioIcon,
} from '../components/icons/icons.tsx';
import { isCollapsedByDefault } from './sidebar-state.ts';
import { useUserData } from './services.tsx';
import { useCurrentUser } from './user-info.tsx';
import { UserMenu } from './UserMenu.tsx';
import { isSystemTenant, TenantLogo } from './TenantLogo.tsx';
import './Sidebar.css';

interface NavItemProps {
  href: string;
  label: string;
  icon: ReactNode;
  isCurrent: boolean;
}

function NavItem({ href, label, icon, isCurrent }: NavItemProps) {
  return (
    <li>
      <Link
        href={href}
        variant="plain"
        className="sidebar__link"
        aria-current={isCurrent ? 'page' : undefined}
      >
        <span className="sidebar__icon">{icon}</span>
        <span className="sidebar__label">{label}</span>
      </Link>
    </li>
  );
}

export function Sidebar() {
  const { pathname } = useLocation();
  // Feature links and the user menu follow the SPEC §3 record (userDataMachine); the logo needs the
  // tenant's slug, which only the full profile carries.
  const user = useUserData();
  const profile = useCurrentUser();
  const defaultCollapsed = isCollapsedByDefault(pathname);
  // The user's toggle holds until they move to a path with a different default.
  const [choice, setChoice] = useState<{ forDefault: boolean; collapsed: boolean } | null>(null);
  const [hovered, setHovered] = useState(false);
  const pinnedCollapsed =
    choice && choice.forDefault === defaultCollapsed ? choice.collapsed : defaultCollapsed;
  const expanded = !pinnedCollapsed || hovered;

  const showAssistant = hasFeature(user, 'PRF-AST');
  const showAnalysis = hasFeature(user, 'PRF-ANL');
  const portfolioAssistantHref = `/groups/${GROUP_IDS.portfolioAssistant}/use-cases`;
  const competitiveHref = `/groups/${GROUP_IDS.competitiveIntelligence}/use-cases`;
  const isAt = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

  return (
    <aside
      className="sidebar"
      data-collapsed={pinnedCollapsed || undefined}
      data-expanded={expanded || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="sidebar__inner">
        <div className="sidebar__top">
          <Link href="/" variant="plain" className="sidebar__brand">
            <TenantLogo user={profile} />
            <span className="sidebar__label sidebar__brand-name">
              {isSystemTenant(profile) ? 'Ratelens Console' : 'Ratelens'}
            </span>
          </Link>
          <Button
            variant="icon"
            className="sidebar__toggle"
            aria-label={pinnedCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!pinnedCollapsed}
            onPress={() => setChoice({ forDefault: defaultCollapsed, collapsed: !pinnedCollapsed })}
          >
            <PanelIcon collapsed={pinnedCollapsed} />
          </Button>
        </div>

        <nav aria-label="Main" className="sidebar__nav">
          <ul className="sidebar__list">
            <NavItem href="/" label="Dashboard" icon={<DashboardIcon />} isCurrent={pathname === '/'} />
            {showAssistant || showAnalysis ? (
              <li className="sidebar__group">
                <span className="sidebar__group-title" id="sidebar-portfolio">
                  <span className="sidebar__icon">
                    <PortfolioIcon />
                  </span>
                  <span className="sidebar__label">Portfolio Intelligence</span>
                </span>
                <ul className="sidebar__list sidebar__list--nested" aria-labelledby="sidebar-portfolio">
                  {showAssistant ? (
                    <NavItem
                      href={portfolioAssistantHref}
                      label="Portfolio Assistant"
                      icon={<AssistantIcon />}
                      isCurrent={isAt(`/groups/${GROUP_IDS.portfolioAssistant}`)}
                    />
                  ) : null}
                  {showAnalysis ? (
                    <NavItem
                      href="/portfolio-outliers"
                      label="Portfolio Analysis"
                      icon={<AnalysisIcon />}
                      isCurrent={isAt('/portfolio-outliers')}
                    />
                  ) : null}
                </ul>
              </li>
            ) : null}
            {hasFeature(user, 'ANM-DSH') ? (
              <NavItem
                href="/anomalies"
                label="Anomalies"
                icon={<AnomalyIcon />}
                isCurrent={isAt('/anomalies')}
              />
            ) : null}
            {hasFeature(user, 'COM-AST') ? (
              <NavItem
                href={competitiveHref}
                label="Competitive Intelligence Use Cases"
                icon={<CompetitiveIcon />}
                isCurrent={isAt(`/groups/${GROUP_IDS.competitiveIntelligence}`)}
              />
            ) : null}
          </ul>
        </nav>

        <div className="sidebar__bottom">
          <UserMenu user={user} compact={!expanded} />
          <p className="sidebar__version">version {APP_VERSION}</p>
        </div>
      </div>
    </aside>
  );
}
