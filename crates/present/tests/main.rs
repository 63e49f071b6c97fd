//! The integration tests of `present`, one test binary (one link, one run): each module
//! is a file of this folder, named after what it tests.

mod catalogues;
mod glueckauf_messages;
mod glueckauf_reveal;
mod haspelknecht_messages;
mod hidden;
mod in_their_language;
mod log_in_words;
mod one_line_per_decision;
mod replay;
