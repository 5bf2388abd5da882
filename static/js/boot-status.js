/* Before Python is up: say what is happening, and show a readable message if booting fails.
 * (A file of its own: the page's Content-Security-Policy allows no inline script.) */
(function () {
  var status = document.getElementById("boot-status");
  var word = window.vivariumWord || function (key) { return key; }; // static/js/words.js
  function fail(text) {
    if (document.body.getAttribute("data-ready") === "1") return;
    var box = document.getElementById("boot-error");
    box.textContent = word("boot.failed") + text + word("boot.retry");
    box.hidden = false;
    document.body.setAttribute("data-boot-error", "1");
    document.getElementById("boot").hidden = true;
  }
  if (typeof WebAssembly !== "object") fail(word("boot.no_wasm"));
  document.addEventListener("py:ready", function () { status.textContent = word("boot.python_up"); });
  window.addEventListener("error", function (e) { if (e && e.message) fail(e.message); });
  window.addEventListener("unhandledrejection", function (e) { fail(String(e && e.reason && (e.reason.message || e.reason))); });
  setTimeout(function () {
    if (document.body.getAttribute("data-ready") !== "1") document.getElementById("boot-slow").hidden = false;
  }, 20000);
})();
