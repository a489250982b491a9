# cause: bool_sum_no_cast
# expect: accuracy
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Acc:
    @R.function
    def main(pred: R.Tensor((64,), "int64"), label: R.Tensor((64,), "int64")):
        with R.dataflow():
            hit = R.equal(pred, label)
            acc = R.mean(hit)
            R.output(acc)
        return acc


vm = relax.VirtualMachine(tvm.compile(Acc, target="llvm"), tvm.cpu())
rng = np.random.default_rng(3)
label = rng.integers(0, 4, 64)
pred = np.where(rng.random(64) < 0.8, label, (label + 1) % 4)
acc = vm["main"](tvm.runtime.tensor(pred), tvm.runtime.tensor(label)).numpy()
print("accuracy tvm", acc, "numpy", (pred == label).mean())
assert abs(float(acc) - (pred == label).mean()) < 1e-6, "accuracy mismatch"
