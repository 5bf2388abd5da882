"""The browser edge: the only package that imports ``pyscript``/``js``."""
