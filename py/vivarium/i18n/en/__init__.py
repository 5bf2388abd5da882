"""The en catalogue, one module per section (see ``vivarium.i18n``)."""
