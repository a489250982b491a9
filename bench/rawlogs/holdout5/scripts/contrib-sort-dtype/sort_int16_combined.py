# cause: contrib-sort-dtype
# expect: Unsupported input dtype: int16
# capture: combined
import traceback

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


def first_attempt():
    # mixed dtypes: rejected by the type checker
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType([1, 1024], "int16"))
    s = relax.Var("s", relax.TensorType([1], "float32"))
    with bb.function("main", [x, s]):
        y = bb.emit(relax.op.multiply(x, s))
        bb.emit_func_output(y)
    return bb.get()


try:
    first_attempt()
except Exception:
    print("first attempt failed:")
    traceback.print_exc()


@I.ir_module
class Audio:
    @R.function
    def main(pcm: R.Tensor((1, 1024), "int16")):
        with R.dataflow():
            s = R.sort(pcm, axis=1)
            R.output(s)
        return s


ex = tvm.compile(Audio, target="llvm")
print("built executable:", type(ex).__name__)
vm = relax.VirtualMachine(ex, tvm.cpu())
pcm = (np.sin(np.linspace(0, 20, 1024)) * 3000).astype("int16").reshape(1, 1024)
res = vm["main"](tvm.runtime.tensor(pcm))
print("p50 =", res.numpy()[0, 512])
