# cause: dlpack_noncontiguous_tensor
# expect: Tensor is not contiguous
# capture: combined
import torch
import tvm
from tvm import te

A = te.placeholder((64,), "float32", name="A")
B = te.compute((64,), lambda i: A[i] * A[i], name="B")
sq = tvm.compile(te.create_prim_func([A, B]), target="llvm")

signal = torch.arange(128, dtype=torch.float32)
even = signal[::2]            # every other sample
print("even samples", tuple(even.shape), even.is_contiguous())
out = tvm.runtime.empty((64,), "float32")
sq(tvm.runtime.from_dlpack(even), out)
print(out.numpy()[:5])
