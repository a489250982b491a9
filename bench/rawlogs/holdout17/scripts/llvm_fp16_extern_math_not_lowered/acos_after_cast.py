# cause: llvm_fp16_extern_math_not_lowered
# expect: unknown intrinsic.*tirx\.(asin|acos|atan|sinh|cosh|asinh|acosh)
# capture: pytest
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_acos_after_cast():
    # model keeps fp32 I/O but computes in fp16 internally
    nodes = [helper.make_node("Cast", ["angle_cos"], ["h"], to=TensorProto.FLOAT16),
             helper.make_node("Acos", ["h"], ["theta16"]),
             helper.make_node("Cast", ["theta16"], ["theta"], to=TensorProto.FLOAT)]
    g = helper.make_graph(nodes, "angles", [helper.make_tensor_value_info("angle_cos", TensorProto.FLOAT, ["n"])],
                          [helper.make_tensor_value_info("theta", TensorProto.FLOAT, ["n"])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 19)])
    mod = from_onnx(model)
    mod = relax.transform.LegalizeOps()(mod)
    ex = tvm.compile(mod, target="llvm")
