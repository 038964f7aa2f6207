/**
 * Styles of the sign-in page. Plain CSS in one inline <style> (the page renders without the app
 * shell); sized for the 440 × 506 px popup and iframe and the 440 px-wide mobile modal.
 */
export const signInPanelCss = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;background:#fff}
.idp{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1d1d1f;
  font-size:15px;line-height:1.35;width:100%;max-width:440px;min-height:100%;margin:0 auto;padding:18px 24px 14px}
.idp h1{font-size:20px;margin:0 0 12px;color:#00599c}
.idp-tabs{display:flex;gap:4px;margin:0 0 14px;border-bottom:1px solid #d5d9de}
.idp-tabs a{flex:1;text-align:center;padding:8px 4px;color:#55575c;text-decoration:none;font-weight:600;
  border-bottom:3px solid transparent;margin-bottom:-1px}
.idp-tabs a[aria-current='page']{color:#00599c;border-bottom-color:#00599c}
.idp-alert{margin:0 0 12px;padding:8px 10px;border-radius:6px;background:#fdecea;color:#b3261e;border:1px solid #f1b5b0}
.idp form{margin:0}
.idp label{display:block;font-weight:600;margin:0 0 4px}
.idp input{display:block;width:100%;height:40px;padding:0 10px;margin:0 0 12px;font:inherit;color:inherit;
  border:1px solid #8a9099;border-radius:6px;background:#fff}
.idp input[aria-invalid='true']{border-color:#b3261e}
.idp a:focus-visible,.idp input:focus-visible,.idp button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.idp-submit{display:block;width:100%;height:44px;margin:4px 0 10px;font:inherit;font-weight:700;color:#fff;
  background:#00599c;border:0;border-radius:6px;cursor:pointer}
.idp-submit:hover{background:#003e6e}
.idp-cancel{display:block;margin:0 auto;padding:6px 12px;font:inherit;color:#00599c;background:none;border:0;
  text-decoration:underline;cursor:pointer}
`;
