/* Vivarium's start-up, before Python: compact mode for embeds, the service worker, and then the
 * PyScript runtime.
 *
 * Order matters for "a page never runs a mix of old and new files": when a service worker
 * already controls this page, ask it whether a new build was deployed *before* loading PyScript.
 * If one is (or gets) ready within GATE_MS, switch to it and reload, so Python only ever starts
 * from one build. Offline, the check fails at once and the cached build starts. If a new build
 * shows up later, a discreet notice offers "Reload"; games are saved after every move, so a
 * reload never loses one.
 *
 * State for tests and styles: <html data-sw="none|installing|ready|update-waiting|updated|off">.
 */
(function () {
  "use strict";
  var CORE = "./static/vendor/pyscript/core.js";
  // The longest a visit waits for a new build to install before starting anyway. A test that
  // checks the switch sets window.vivariumGateMs (an init script) so that the machine's speed
  // cannot decide the outcome; the product's own deadline is 6 s.
  var GATE_MS = typeof window.vivariumGateMs === "number" ? window.vivariumGateMs : 6000;
  var html = document.documentElement;
  var word = window.vivariumWord || function (key) { return key; }; // static/js/words.js
  var params = new URLSearchParams(location.search);
  var embed = /^(1|true|yes|on)$/i.test((params.get("embed") || "").trim()); // as ui/url_params.py
  if (embed) html.classList.add("embed");
  html.setAttribute("data-sw", "none");

  // Where the browser refuses storage to this page (an embed in another site's page with
  // third-party storage blocked: incognito windows, strict privacy settings), PyScript 0.7.31
  // waits forever for an IndexedDB it only uses as a package cache. Give it a throw-away one in
  // memory so the game still starts (the app then says that it cannot save here).
  function storageBlocked() {
    try { return !window.localStorage; } catch (e) { return true; }
  }
  function memoryIndexedDB() {
    var dbs = {};
    function request(compute) {
      var req = {};
      setTimeout(function () {
        try { req.result = compute(); if (req.onsuccess) req.onsuccess({ target: req }); }
        catch (err) { req.error = err; if (req.onerror) req.onerror({ target: req }); }
      }, 0);
      return req;
    }
    function database() {
      var stores = {};
      return {
        objectStoreNames: { length: 1, contains: function () { return true; } },
        createObjectStore: function () {},
        close: function () {},
        transaction: function (name) {
          var map = stores[name] || (stores[name] = new Map());
          return { objectStore: function () {
            return {
              count: function () { return request(function () { return map.size; }); },
              clear: function () { return request(function () { map.clear(); }); },
              delete: function (k) { return request(function () { map.delete(k); }); },
              get: function (k) { return request(function () { return map.get(k); }); },
              getKey: function (k) { return request(function () { return map.has(k) ? k : undefined; }); },
              getAllKeys: function () { return request(function () { return Array.from(map.keys()); }); },
              put: function (v, k) { return request(function () { map.set(k, v); return k; }); },
            };
          } };
        },
      };
    }
    return { open: function (name) { return request(function () { return dbs[name] || (dbs[name] = database()); }); } };
  }

  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    if (storageBlocked()) {
      try { Object.defineProperty(window, "indexedDB", { value: memoryIndexedDB(), configurable: true }); } catch (e) { /* keep the real one */ }
    }
    // PyScript reads its config (the <script type="py" config=…> tag at the end of <body>) once,
    // when its module first runs. Were it to run before the parser reaches that tag (the page
    // still arriving, a loaded machine), it would fall back to its built-in default: Pyodide from
    // a CDN, which our CSP blocks. So the module is only added once the document is parsed.
    // The app's modules (one archive) download beside the runtime, not after it: PyScript asks
    // for them only once Pyodide is up. A <link rel=preload> is not reused by WebKit's fetch()
    // (issue 37: the archive came twice), so the page starts the request itself and hands that
    // response to PyScript's own request for the same address.
    handOver(new URL("./static/app/vivarium-py.zip", document.baseURI).href);
    whenParsed(function () {
      var css = document.createElement("link"); // PyScript's own styles come with its runtime
      css.rel = "stylesheet";
      css.href = "./static/vendor/pyscript/core.css";
      document.head.appendChild(css);
      var script = document.createElement("script");
      script.type = "module";
      script.src = CORE;
      document.head.appendChild(script);
    });
  }
  // fetch(url) now; the page's first fetch() of exactly that address (no options) gets this
  // response instead of a second download, and fetch is itself again from then on.
  function handOver(url) {
    var plain = window.fetch;
    if (typeof plain !== "function") return;
    var early;
    try { early = plain.call(window, url); } catch (e) { return; }
    early.catch(function () { /* told to whoever asks for it */ });
    window.fetch = function (input, init) {
      if (early && init === undefined && input === url) {
        var response = early;
        early = null;
        window.fetch = plain;
        return response;
      }
      return plain.apply(this, arguments);
    };
  }
  function whenParsed(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
    else fn();
  }

  function onBody(fn) {
    if (document.body) fn();
    else document.addEventListener("DOMContentLoaded", fn);
  }
  function appReady() {
    return document.body && document.body.getAttribute("data-ready") === "1";
  }

  // ---- the discreet notices (bottom corner, outside #app, which Python redraws) -------------
  var hideTimer = null;
  function notify(text, opts) {
    opts = opts || {};
    onBody(function () {
      var box = document.getElementById("site-status");
      if (!box) {
        box = document.createElement("div");
        box.id = "site-status";
        box.className = "site-status";
        box.setAttribute("role", "status");
        box.setAttribute("aria-live", "polite");
        document.body.appendChild(box);
      }
      box.textContent = "";
      box.setAttribute("data-kind", opts.kind || "info");
      var p = document.createElement("span");
      p.textContent = text;
      box.appendChild(p);
      (opts.buttons || []).forEach(function (b) {
        var btn = document.createElement("button");
        btn.type = "button";
        btn.textContent = b.label;
        btn.className = b.primary ? "primary" : "";
        btn.setAttribute("data-sw-action", b.id);
        btn.addEventListener("click", b.run);
        box.appendChild(btn);
      });
      box.hidden = false;
      clearTimeout(hideTimer);
      if (opts.timeout) hideTimer = setTimeout(function () { box.hidden = true; }, opts.timeout);
    });
  }
  function hideNotice() {
    var box = document.getElementById("site-status");
    if (box) box.hidden = true;
  }

  function markOfflineReady(fresh) {
    html.setAttribute("data-sw", "ready");
    onBody(function () {
      var foot = document.querySelector(".site-footer");
      if (foot && !foot.querySelector(".offline-badge")) {
        var badge = document.createElement("span");
        badge.className = "offline-badge" + (fresh ? " fresh" : "");
        badge.title = word("offline.title");
        badge.textContent = word("offline.chip");
        if (fresh) badge.setAttribute("role", "status"); // announced once, the first time
        foot.appendChild(document.createTextNode(" "));
        foot.appendChild(badge);
      }
    });
  }

  // The link back to the full site, in embeds (hidden otherwise by CSS).
  onBody(function () {
    if (!embed) return;
    var q = new URLSearchParams(location.search);
    q.delete("embed");
    q.delete("id");
    var a = document.createElement("a");
    a.className = "full-site";
    a.href = "./" + (q.toString() ? "?" + q.toString() : "");
    a.target = "_blank";
    a.rel = "noopener";
    a.textContent = "Vivarium ↗";
    a.title = word("embed.full_site");
    document.body.appendChild(a);
  });

  // ---- an embed costs nothing until played (issue 25 item 7) ------------------------------
  // A blog post with three embeds must not start three runtimes for a reader who only scrolls
  // past: an embed shows its game's picture (the static card in index.html, drawn by the game's
  // own view) with "Play", and starts on the first click, or at once when it holds a game in
  // progress. Nothing of the runtime (nor the service worker's precache) is fetched before.
  var posterGame = embed ? (params.get("game") || "").trim().toLowerCase() : "";
  function embedInProgress() {
    try {
      var ls = window.localStorage, id = (params.get("id") || "").trim();
      var prefix = "vivarium-embed." + posterGame + "."; // ui/url_params.py EMBED_NAMESPACE
      for (var i = 0; i < ls.length; i++) {
        var key = ls.key(i);
        if (key.indexOf(prefix) === 0 && /\.v\d+\.current$/.test(key) && (!id || key.indexOf(prefix + id + ".") === 0)) return true;
      }
    } catch (e) { /* storage refused: nothing in progress here */ }
    return false;
  }
  function showPoster(play) {
    html.classList.add("poster");
    onBody(function () {
      var card = document.querySelector('.screen-boot .game-card[data-game="' + posterGame + '"]');
      if (!card) { html.classList.remove("poster"); play(); return; }
      card.classList.add("poster-card");
      var button = document.createElement("button");
      button.type = "button";
      button.className = "primary poster-play";
      button.setAttribute("data-poster-play", posterGame);
      var name = card.querySelector("h3");
      button.textContent = word("embed.play") + (name ? " " + name.textContent : "");
      button.addEventListener("click", function () {
        html.classList.remove("poster");
        button.remove();
        play();
      });
      card.appendChild(button);
    });
  }
  if (posterGame && /^[a-z]+$/.test(posterGame) && !embedInProgress()) showPoster(boot);
  else boot();

  function boot() {
    var sw = "serviceWorker" in navigator ? navigator.serviceWorker : null;
    if (!sw) {
      html.setAttribute("data-sw", "off");
      startApp();
      return;
    }

    var hadController = !!sw.controller;
    var reloading = false;

    function reloadOnce() {
      if (reloading) return;
      reloading = true;
      try { sessionStorage.setItem("vivarium.sw-reload", String(Date.now())); } catch (e) { /* sandboxed */ }
      location.reload();
    }
    function recentlyReloaded() {
      try {
        var t = Number(sessionStorage.getItem("vivarium.sw-reload") || 0);
        return Date.now() - t < 10000;
      } catch (e) { return false; }
    }

    function activate(worker) {
      // The page reloads when the new worker takes over (controllerchange below).
      reloading = true;
      worker.postMessage({ type: "skip-waiting" });
      setTimeout(function () { if (reloading) { reloading = false; reloadOnce(); } }, 3000);
    }

    function offerUpdate(reg) {
      if (!reg.waiting) return;
      html.setAttribute("data-sw", "update-waiting");
      notify(word("update.ready"), {
        kind: "update",
        buttons: [
          { id: "reload", label: word("update.reload"), primary: true, run: function () { hideNotice(); activate(reg.waiting || reg.active); } },
          { id: "later", label: word("update.later"), run: hideNotice },
        ],
      });
    }

    sw.addEventListener("controllerchange", function () {
      if (reloading) { reloading = false; reloadOnce(); return; }
      if (!hadController) { // the first install claimed this page: it now works offline
        hadController = true;
        markOfflineReady(true); // said by the footer chip only: nothing covers the game (issue 14)
        return;
      }
      if (!appReady()) { reloadOnce(); return; } // still starting: start again from one build
      html.setAttribute("data-sw", "updated");
      notify(word("update.elsewhere"), {
        kind: "update",
        buttons: [{ id: "reload", label: word("update.reload"), primary: true, run: reloadOnce }],
      });
    });

    function watch(reg) {
      reg.addEventListener("updatefound", function () {
        var worker = reg.installing;
        if (!worker) return;
        if (hadController) html.setAttribute("data-sw", "installing");
        worker.addEventListener("statechange", function () {
          if (worker.state === "installed" && hadController && started) offerUpdate(reg);
          // A failed install (a file missing or changed mid-download) leaves the previous build in charge.
          if (worker.state === "redundant" && html.getAttribute("data-sw") === "installing") html.setAttribute("data-sw", hadController ? "ready" : "off");
        });
      });
      // Long-lived tabs look for a new build now and then, and whenever they come back into view.
      var lastCheck = Date.now();
      function check() {
        if (Date.now() - lastCheck < 60000 || !navigator.onLine) return;
        lastCheck = Date.now();
        reg.update().catch(function () {});
      }
      setInterval(check, 30 * 60000);
      document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible") check(); });
    }

    function installed(worker, ms) {
      return new Promise(function (resolve) {
        if (worker.state !== "installing") return resolve();
        var timer = setTimeout(resolve, ms);
        worker.addEventListener("statechange", function () {
          if (worker.state !== "installing") { clearTimeout(timer); resolve(); }
        });
      });
    }

    window.addEventListener("offline", function () {
      if (sw.controller) notify(word("offline.now"), { kind: "info", timeout: 6000 });
    });

    function register() {
      return sw.register("./sw.js", { updateViaCache: "none" });
    }
    // True when the worker in charge says the build on the server is its own (sw.js reads the
    // server's list, past itself and the HTTP cache: a failed request there is no error in the
    // page). False when it differs, or no answer within a second (offline, an older worker):
    // the full check decides.
    function sameBuild() {
      return new Promise(function (resolve) {
        var controller = sw.controller;
        if (!controller) return resolve(false);
        var timer = setTimeout(function () { resolve(false); }, 1000);
        sw.addEventListener("message", function answer(event) {
          var data = event.data || {};
          if (data.type !== "same-build") return;
          sw.removeEventListener("message", answer);
          clearTimeout(timer);
          resolve(data.same === true);
        });
        if (sw.startMessages) sw.startMessages();
        controller.postMessage({ type: "same-build?" });
      });
    }
    function whenStarted() {
      // Resolves once the app is up (or failed to start, or after 30 s): a first visit's
      // precache must not compete with the page's own downloads, and it can then be served
      // from the HTTP cache instead of downloading the runtime a second time.
      return new Promise(function (resolve) {
        var since = Date.now();
        (function poll() {
          var body = document.body;
          if (appReady() || (body && body.hasAttribute("data-boot-error")) || Date.now() - since > 30000) return resolve();
          setTimeout(poll, 100);
        })();
      });
    }

    if (!hadController || recentlyReloaded()) {
      // First visit (or just switched builds): start at once; on a first visit the worker is
      // registered once the app is up, and installs in the background.
      startApp();
      (hadController ? register() : whenStarted().then(register)).then(function (reg) {
        watch(reg);
        if (hadController) { markOfflineReady(); offerUpdate(reg); }
        else if (reg.active) markOfflineReady();
        else html.setAttribute("data-sw", "installing");
      }).catch(function () { html.setAttribute("data-sw", "off"); });
      return;
    }

    // A returning visit: is there a newer build than the one in the caches? When the deployed
    // build is the one in charge (the usual case), start at once; the browser's own check
    // (reg.update(): ~1.1 s in Firefox, which delays the updates a page it controls asks for)
    // then runs behind the start, for a worker changed without a new build (a notice offers it).
    var registering = register();
    var deadline = Date.now() + GATE_MS;
    var gateTimer = setTimeout(startApp, GATE_MS);
    function go() { clearTimeout(gateTimer); startApp(); }
    var quick = sameBuild();
    quick.then(function (same) { if (same) go(); });
    registering.then(function (reg) {
      watch(reg);
      markOfflineReady();
      return quick.then(function () {
        return reg.update().then(function () { return reg; }, function () { return reg; }); // offline: no news
      });
    }).then(function (reg) {
      var worker = reg.installing || reg.waiting;
      if (!worker) return go();
      return installed(worker, Math.max(0, deadline - Date.now())).then(function () {
        if (reg.waiting && !started) { clearTimeout(gateTimer); activate(reg.waiting); }
        else { go(); offerUpdate(reg); }
      });
    }).catch(function () { go(); });
  }
})();
