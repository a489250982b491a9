"""relayreduce.templates"""
