/* The words of the page that JavaScript shows before (or beside) Python: the loading screen,
 * the offline chip, the update notices, an embed's Play button (issue 28). Python's catalogues
 * (py/vivarium/i18n/) hold every other word; these few are here because they are shown when
 * Python is not running yet. The language is the one Python would choose: the page's ?lang=,
 * else the player's saved choice, else the browser's languages among those offered (OFFERED
 * mirrors vivarium.i18n.OFFERED; a test keeps them equal). Once Python runs, <html lang> says
 * the language and word() follows it.
 */
(function () {
  "use strict";
  var LANGS = ["en", "fr"];
  var OFFERED = ["en", "fr"];
  var WORDS = {
    en: {
      "boot.loading": "Loading the Python runtime (about 13 MB on the first visit)…",
      "boot.slow": "This is taking longer than usual. A slow connection or an old browser can cause this.",
      "boot.python_up": "Python is up; starting the games…",
      "boot.failed": "Vivarium could not start. ",
      "boot.retry": "\nTry reloading the page; if it keeps failing, your browser may not support WebAssembly.",
      "boot.no_wasm": "This browser cannot run WebAssembly.",
      "site.games": "Games",
      "site.home_label": "Vivarium home",
      "site.tagline": "board games from the pond and the meadow",
      "site.footer": "Rules run in your browser with Python (PyScript + Pyodide). Games are saved on this device only.",
      "offline.chip": "Works offline",
      "offline.title": "Vivarium is stored in this browser and starts without a network connection.",
      "offline.now": "You are offline. Vivarium keeps working, and your games stay saved here.",
      "update.ready": "A new version of Vivarium is ready.",
      "update.elsewhere": "Vivarium was updated in another tab.",
      "update.reload": "Reload",
      "update.later": "Later",
      "embed.play": "Play",
      "embed.full_site": "Open the full Vivarium site in a new tab"
    },
    fr: {
      "boot.loading": "Chargement de Python (environ 13 Mo à la première visite)…",
      "boot.slow": "C’est plus long que d’habitude. Une connexion lente ou un navigateur ancien peuvent en être la cause.",
      "boot.python_up": "Python est prêt ; les jeux démarrent…",
      "boot.failed": "Vivarium n’a pas pu démarrer. ",
      "boot.retry": "\nEssayez de recharger la page ; si l’échec se répète, votre navigateur ne sait peut-être pas exécuter WebAssembly.",
      "boot.no_wasm": "Ce navigateur ne sait pas exécuter WebAssembly.",
      "site.games": "Jeux",
      "site.home_label": "Accueil de Vivarium",
      "site.tagline": "des jeux de société de la mare et de la prairie",
      "site.footer": "Les règles tournent dans votre navigateur avec Python (PyScript + Pyodide). Les parties sont enregistrées sur cet appareil seulement.",
      "offline.chip": "Fonctionne hors ligne",
      "offline.title": "Vivarium est enregistré dans ce navigateur et démarre sans connexion au réseau.",
      "offline.now": "Vous êtes hors ligne. Vivarium continue de fonctionner, et vos parties restent enregistrées ici.",
      "update.ready": "Une nouvelle version de Vivarium est prête.",
      "update.elsewhere": "Vivarium a été mis à jour dans un autre onglet.",
      "update.reload": "Recharger",
      "update.later": "Plus tard",
      "embed.play": "Jouer à",
      "embed.full_site": "Ouvrir le site complet de Vivarium dans un nouvel onglet"
    }
  };
  var html = document.documentElement;

  function first() {
    var asked = (new URLSearchParams(location.search).get("lang") || "").trim().toLowerCase();
    if (LANGS.indexOf(asked) >= 0) return asked;
    try {
      var saved = window.localStorage.getItem("vivarium.v1.pref.lang"); // core/saves.py: prefix + "pref." + name
      if (LANGS.indexOf(saved) >= 0) return saved;
    } catch (e) { /* storage refused: the browser's language decides */ }
    var wanted = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < wanted.length; i++) {
      var base = String(wanted[i]).toLowerCase().split("-")[0];
      if (OFFERED.indexOf(base) >= 0) return base;
    }
    return "en";
  }

  function word(key) {
    var lang = WORDS[html.lang] ? html.lang : "en";
    return WORDS[lang][key] || WORDS.en[key] || key;
  }
  window.vivariumWord = word;

  html.lang = first();
  if (html.lang !== "en") {
    // the static page's own words (marked data-w in index.html), once the body is there
    document.addEventListener("DOMContentLoaded", function () {
      var marked = document.querySelectorAll("[data-w]");
      for (var i = 0; i < marked.length; i++) {
        var el = marked[i], key = el.getAttribute("data-w"), attr = el.getAttribute("data-w-attr");
        if (attr) el.setAttribute(attr, word(key)); else el.textContent = word(key);
      }
    });
  }
})();
