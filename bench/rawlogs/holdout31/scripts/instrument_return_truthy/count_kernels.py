# cause: instrument_return_truthy
# expect: 'NoneType' object is not subscriptable
# capture: notebook
# %%
from collections import Counter

import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Split:
    @R.function
    def main(x: R.Tensor((6, 6), "float32")):
        with R.dataflow():
            e = R.exp(x)
            s = R.sum(e, axis=1, keepdims=True)
            p = R.divide(e, s)
            out = (p, s)
            R.output(out)
        return out


ex = tvm.compile(Split, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

# %%
counts = Counter()


def count(func, name, before_run, ret_value, *args):
    counts[name] += int(before_run)
    return before_run


vm.set_instrument(count)

# %%
out = vm["main"](np.random.default_rng(0).random((6, 6), dtype=np.float32))
probs = out[0].numpy()
dict(counts), probs.sum(axis=1)
