# cause: llvm-binop-bool
# expect: t\.MatchesCode\(DLDataTypeCode::kDLFloat\)\) is false
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.relax import op


def occupancy_model():
    bb = relax.BlockBuilder()
    grid = relax.Var("grid", relax.TensorType((1, 1, 16, 16), "bool"))
    with bb.function("main", [grid]):
        with bb.dataflow():
            p = bb.emit(op.nn.avg_pool2d(grid, pool_size=(4, 4), strides=(4, 4)))
            out = bb.emit_output(p)
        bb.emit_func_output(out)
    return bb.get()


def main():
    mod = occupancy_model()
    mod = relax.get_pipeline("default")(mod)
    relax.build(mod, target="llvm", relax_pipeline=None)


if __name__ == "__main__":
    main()
