# cause: user_float_unary_on_int_tensor
# expect: relax\.sqrt
# capture: combined
import tvm
from tvm import relax


def main():
    bb = relax.BlockBuilder()
    q = relax.Var("q", relax.TensorType((256,), "int8"))
    with bb.function("rms_q", [q]):
        with bb.dataflow():
            sq = bb.emit(relax.op.multiply(q, q))
            r = bb.emit(relax.op.sqrt(sq))
            out = bb.emit_output(r)
        bb.emit_func_output(out)
    print("built rms_q")


if __name__ == "__main__":
    main()
