# A small Relax module in TVMScript, the way users hand one to relayreduce:
#   relayreduce import examples/mlp_block.py -o case.pkl
# R.nn.softplus and R.tril are not modelled by relayreduce's registry; they import as opaque calls.
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Module:
    @R.function
    def block(x: R.Tensor(("n", 8), dtype="float32"), w: R.Tensor((8, 8), dtype="float32")) -> R.Tensor(("n", 8), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            h: R.Tensor((n, 8), dtype="float32") = R.matmul(x, w)
            a: R.Tensor((n, 8), dtype="float32") = R.nn.softplus(h, beta=1.0, threshold=20.0)
            y: R.Tensor((n, 8), dtype="float32") = R.add(a, x)
            R.output(y)
        return y

    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), w: R.Tensor((8, 8), dtype="float32"), flag: R.Tensor((), dtype="bool")) -> R.Tensor(("n", 8), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            y: R.Tensor((n, 8), dtype="float32") = cls.block(x, w)
            t: R.Tensor((n, 8), dtype="float32") = R.tril(y, 0)
            R.output(t)
        if flag:
            r: R.Tensor((n, 8), dtype="float32") = R.exp(t)
        else:
            r: R.Tensor((n, 8), dtype="float32") = R.negative(t)
        return r
