"""The play status on a phone is a box of a fixed number of lines (ui/screens.py, STATUS_LINES;
static/css/app.css): a text that may not all show in it can be reached by Tab (so a keyboard
scrolls it, and axe-core's scrollable-region-focusable holds); a short one adds no Tab stop."""
from vivarium.i18n import catalogue
from vivarium.ui.screens import status_attrs


def said(lang, key, who):
    return catalogue(lang, "site")["status.to_play"].format(who=who) + " " + catalogue(lang, key.split(".")[0])[key]


def test_each_game_keeps_its_lines_and_a_long_status_is_reachable_by_tab():
    lep_fr = said("fr", "lepidoptery.prompt.lead", "Clair (vous)")  # three lines at 375 px, its box two
    assert status_attrs("lepidoptery", lep_fr) == ' class="status lines-2" tabindex="0"'
    pond_en = said("en", "pond.prompt.place", "Light (You)")
    assert status_attrs("pond", pond_en) == ' class="status lines-3"'
    pond_fr = said("fr", "pond.prompt.place_or_move", "Clair (vous)")  # three lines, as its box
    assert status_attrs("pond", pond_fr) == ' class="status lines-3"'
    assert status_attrs("papillon", "x") == ' class="status lines-4"'
    assert status_attrs("hexapod", "x") == ' class="status lines-5"'
    # a long name: the box may not hold it all; markup is no words
    long = "À Marie-Christine de la Tou (vous) de jouer. " + catalogue("fr", "pond")["pond.prompt.where"]
    assert status_attrs("pond", long).endswith('tabindex="0"')
    assert status_attrs("pond", '<span class="hint-text remote-wait">' + "x" * 40 + "</span>") == ' class="status lines-3"'
