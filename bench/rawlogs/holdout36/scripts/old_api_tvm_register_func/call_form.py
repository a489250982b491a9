# cause: old_api_tvm_register_func
# expect: has no attribute 'register_func'
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def my_topk(x, k):
    return tvm.runtime.tensor(np.sort(x.numpy())[::-1][:k].copy())


def test_register_topk():
    tvm.register_func("demo.topk", my_topk, override=True)
    assert tvm.get_global_func("demo.topk") is not None
