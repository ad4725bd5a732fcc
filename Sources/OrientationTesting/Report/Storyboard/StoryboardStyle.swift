/// The storyboard's style sheet: colours as custom properties, with a dark
/// set under `prefers-color-scheme: dark`. Shared by the SVG and the HTML.
enum StoryboardStyle {
    /// The CSS.
    static let css = """
        .storyboard, .sb-page { --bg: #f4f5f7; --panel: #ffffff; --ink: #1c1e22; --muted: #59616d; --line: #c7ccd4;
          --body: #2a2e35; --glass: #0e1013; --layer: #e8edf5; --card: #ffffff; --bar: #d5dbe5; --accent: #0a60c9;
          --dim-arrow: #c9ced6; --red: #c01a2c; --red-soft: #fde8ea; --warn: #8f5600; --warn-soft: #fff1d6;
          --info-soft: #e6eefc; --shade: rgba(20, 24, 30, 0.35);
          font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif; }
        @media (prefers-color-scheme: dark) {
          .storyboard, .sb-page { --bg: #121417; --panel: #1d2025; --ink: #eceef1; --muted: #a7afba; --line: #3a404a;
            --body: #555c66; --glass: #000000; --layer: #2b3038; --card: #3a414b; --bar: #454c57; --accent: #6aa8ff;
            --dim-arrow: #434a55; --red: #ff6b78; --red-soft: #3d1a1f; --warn: #ffc266; --warn-soft: #3a2c12;
            --info-soft: #1e2b40; --shade: rgba(0, 0, 0, 0.5); }
        }
        .page-back { fill: var(--bg); }
        .heading { fill: var(--ink); font-size: 18px; font-weight: 700; }
        .subheading, .legend { fill: var(--muted); font-size: 12.5px; }
        .row-title { fill: var(--ink); font-size: 14px; font-weight: 700; }
        .frame-back { fill: var(--panel); stroke: var(--line); }
        .has-red .frame-back { stroke: var(--red); stroke-width: 2; }
        .step-number { fill: var(--muted); font-size: 13px; font-weight: 700; }
        .row-tag { fill: var(--accent); font-size: 12px; font-weight: 700; }
        .device-body { fill: var(--body); }
        .device-screen { fill: var(--glass); }
        .sensor-housing, .speaker { fill: var(--glass); }
        .camera { fill: var(--glass); }
        .home-button { fill: none; stroke: var(--glass); stroke-width: 1.5; }
        .flat-rim { fill: none; stroke: var(--muted); stroke-width: 1.5; stroke-dasharray: 4 3; }
        .face-down { fill: var(--body); fill-opacity: 0.85; }
        .layer { fill: var(--layer); }
        .card { fill: var(--card); stroke: var(--line); }
        .card.over { fill-opacity: 0.75; }
        .dim { fill: var(--shade); }
        .navbar, .tabbar { fill: var(--bar); }
        .nav-edge { fill: var(--muted); }
        .back-chevron { fill: var(--accent); font-size: 14px; font-weight: 700; }
        .tab { fill: var(--muted); }
        .tab.selected { fill: var(--accent); }
        .status-time, .status-battery { fill: var(--ink); }
        .home-indicator { fill: var(--ink); }
        .unsupported-rim { fill: none; stroke: var(--warn); stroke-width: 2.5; stroke-dasharray: 6 3; }
        .screen-name { fill: var(--ink); font-size: 14px; font-weight: 700; }
        .card-tag { fill: var(--muted); font-size: 11px; }
        .event { fill: var(--ink); font-size: 13px; font-weight: 700; }
        .deciding, .orientation-name, .device-name { fill: var(--ink); font-size: 12px; }
        .device-name { fill: var(--muted); }
        .mask-device { fill: none; stroke: var(--muted); stroke-width: 1.2; }
        .arrow.lit { fill: var(--accent); }
        .arrow.unlit { fill: var(--dim-arrow); }
        .arrow.shown { stroke: var(--ink); stroke-width: 1.2; }
        .mark-bar { fill: var(--red); }
        .mark-text { fill: var(--red); font-size: 12px; }
        .badge-text { font-size: 11px; font-weight: 700; }
        .badge.warn .badge-back { fill: var(--warn-soft); stroke: var(--warn); }
        .badge.warn .badge-text { fill: var(--warn); }
        .badge.red .badge-back { fill: var(--red-soft); stroke: var(--red); }
        .badge.red .badge-text { fill: var(--red); }
        .badge.info .badge-back { fill: var(--info-soft); stroke: var(--accent); }
        .badge.info .badge-text { fill: var(--ink); }
        .diagnostic-back { fill: var(--warn-soft); stroke: var(--warn); }
        .diagnostic.error .diagnostic-back { fill: var(--red-soft); stroke: var(--red); }
        .diagnostic.note .diagnostic-back { fill: var(--info-soft); stroke: var(--accent); }
        .diagnostic-code { fill: var(--ink); font-size: 11px; font-weight: 700; }
        .note-text { fill: var(--muted); font-size: 11px; }
        """
}
