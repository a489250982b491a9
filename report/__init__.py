"""Reports: what the user reads, and what goes upstream (GitHub issue drafts for apache/tvm)."""
