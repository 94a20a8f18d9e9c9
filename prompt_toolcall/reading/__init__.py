"""Reading model replies: the envelope parser, the dialect detector and its readers, tolerant JSON,
SDK response JSON, and the marker constants. Pure functions over text; no I/O."""
