# cause: llvm_fp16_extern_math_not_lowered
# expect: unknown intrinsic.*tirx\.(asin|acos|atan|sinh|cosh|asinh|acosh)
# capture: pytest-short
# post: crlf
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_asinh_half_vector():
    g = helper.make_graph([helper.make_node("Asinh", ["x"], ["y"])], "asinh",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT16, ["n"])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT16, ["n"])])
    mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 9)]))
    mod = relax.get_pipeline("zero")(mod)
    ex = tvm.compile(mod, target="llvm")
