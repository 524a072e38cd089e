"""The Republic of Rome: play aids from an Italian summary of some of its rules."""
