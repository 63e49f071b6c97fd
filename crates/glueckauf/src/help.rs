//! Rules help.
