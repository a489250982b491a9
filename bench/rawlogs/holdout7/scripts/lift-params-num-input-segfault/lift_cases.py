# cause: lift-params-num-input-segfault
# expect: Segfault encountered|Segmentation fault
import tvm
from tvm import relax
from tvm.script import relax as R


def make(n):
    @R.function
    def main(x: R.Tensor((3,), "float32"), p: R.Tensor((3,), "float32")):
        R.func_attr({"num_input": n})
        with R.dataflow():
            q = R.exp(p)
            y = R.add(x, q)
            R.output(y)
        return y
    return tvm.IRModule({"main": main})


def test_lift_one_input():
    out = relax.transform.LiftTransformParams()(make(1))
    assert "main_transform_params" in [g.name_hint for g in out.get_global_vars()]


def test_lift_all_inputs():
    relax.transform.LiftTransformParams()(make(2))


def test_lift_too_many():
    relax.transform.LiftTransformParams()(make(50))


if __name__ == "__main__":
    import sys
    for t in (test_lift_one_input, test_lift_all_inputs, test_lift_too_many):
        print("==>", t.__name__, file=sys.stderr, flush=True)
        t()
