/* Before Python is up: say what is happening, and show a readable message if booting fails.
 * (A file of its own: the page's Content-Security-Policy allows no inline script.) */
(function () {
  var status = document.getElementById("boot-status");
  function fail(text) {
    if (document.body.getAttribute("data-ready") === "1") return;
    var box = document.getElementById("boot-error");
    box.textContent = "Vivarium could not start. " + text +
      "\nTry reloading the page; if it keeps failing, your browser may not support WebAssembly.";
    box.hidden = false;
    document.body.setAttribute("data-boot-error", "1");
    document.getElementById("boot").hidden = true;
  }
  if (typeof WebAssembly !== "object") fail("This browser cannot run WebAssembly.");
  document.addEventListener("py:ready", function () { status.textContent = "Python is up; starting the games…"; });
  window.addEventListener("error", function (e) { if (e && e.message) fail(e.message); });
  window.addEventListener("unhandledrejection", function (e) { fail(String(e && e.reason && (e.reason.message || e.reason))); });
  setTimeout(function () {
    if (document.body.getAttribute("data-ready") !== "1") document.getElementById("boot-slow").hidden = false;
  }, 20000);
})();
