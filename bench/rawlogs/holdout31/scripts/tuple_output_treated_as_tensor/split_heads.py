# cause: tuple_output_treated_as_tensor
# expect: AttributeError: 'Array' object has no attribute 'numpy'
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Heads:
    @R.function
    def split_qkv(qkv: R.Tensor((4, 24), "float32")):
        with R.dataflow():
            parts = R.split(qkv, 3, axis=1)
            R.output(parts)
        return parts


ex = tvm.compile(Heads, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

qkv = np.arange(96, dtype="float32").reshape(4, 24)
heads = vm["split_qkv"](qkv).numpy()
q, k, v = np.split(heads, 3, axis=1)
print(q.shape, k.shape, v.shape)
