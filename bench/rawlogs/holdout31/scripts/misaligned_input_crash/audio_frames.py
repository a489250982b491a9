# cause: misaligned_input_crash
# expect: Segfault encountered
# capture: ipython
# %%
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Window:
    @R.function
    def main(frame: R.Tensor((64,), "float32"), win: R.Tensor((64,), "float32")):
        with R.dataflow():
            y = R.multiply(frame, win)
            e = R.sum(R.multiply(y, y), axis=0)
            R.output(e)
        return e


ex = tvm.compile(Window, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
audio = np.sin(np.arange(16000, dtype="float32") * 0.05)
hann = np.hanning(64).astype("float32")
hop = 50

# %%
energy = [float(vm["main"](audio[i : i + 64], hann).numpy()) for i in range(0, 10 * hop, hop)]
energy[:5]
