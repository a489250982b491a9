# cause: primfunc_call_input_dtype_mismatch
# expect: Mismatched .*dtype on argument
# capture: pytest-native
import numpy as np
import torch
import tvm
from tvm import te, topi


def build_argmax_gather():
    data = te.placeholder((8, 16), "float32", name="data")
    idx = te.placeholder((8,), "int32", name="idx")
    out = te.compute((8,), lambda i: data[i, idx[i]], name="out")
    return tvm.compile(te.create_prim_func([data, idx, out]), target="llvm")


def test_gather_rows():
    f = build_argmax_gather()
    data = torch.arange(128, dtype=torch.float32).reshape(8, 16)
    idx = torch.argmax(data, dim=1)  # int64 from torch
    out = torch.empty(8, dtype=torch.float32)
    f(tvm.runtime.from_dlpack(data), tvm.runtime.from_dlpack(idx), tvm.runtime.from_dlpack(out))
    np.testing.assert_array_equal(out.numpy(), data.max(dim=1).values.numpy())
