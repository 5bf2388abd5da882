"""PyScript entry point: start the Vivarium app, or show a readable boot error."""

from pyscript import document

status = document.getElementById("boot-status")
if status is not None:
    status.textContent = "Starting the games…"

try:
    from vivarium.web.app import start

    APP = start()
except Exception as err:  # show what went wrong instead of a blank page
    import traceback

    box = document.getElementById("boot-error")
    box.textContent = f"Vivarium could not start: {type(err).__name__}: {err}\n\n{traceback.format_exc()}"
    box.hidden = False
    document.body.setAttribute("data-boot-error", "1")
    raise
