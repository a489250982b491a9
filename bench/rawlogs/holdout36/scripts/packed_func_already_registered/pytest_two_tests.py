# cause: packed_func_already_registered
# expect: already registered
# capture: pytest-line
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def test_register_a():
    tvm_ffi.register_global_func("demo.shared_cb", lambda x: x)


def test_register_b():
    tvm_ffi.register_global_func("demo.shared_cb", lambda x: x)
